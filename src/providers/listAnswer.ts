/** A list answer as a page: the paged envelope, or a bare array paged here (API-FACTS §3). */
export const readList = <T>(answer: { data?: T[]; total?: number } | T[] | null, page: number, perPage: number): { data: T[]; total: number } => {
  if (Array.isArray(answer)) return { data: answer.slice((page - 1) * perPage, page * perPage), total: answer.length };
  const data = Array.isArray(answer?.data) ? answer.data : [];
  return { data, total: typeof answer?.total === 'number' ? answer.total : data.length };
};
