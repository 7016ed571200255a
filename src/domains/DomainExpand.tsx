import { useRecordContext } from 'react-admin';
import type { Domain } from '../api/types';
import { DomainServiceCards } from '../services';

export const DomainExpand = () => {
  const record = useRecordContext<Domain>();
  return record ? <DomainServiceCards domain={record} /> : null;
};
