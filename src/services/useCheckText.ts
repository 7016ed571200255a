/** A check's messages (providers/serviceCheck) in the console's language and formats. */
import { format as formatTime, isSameDay } from 'date-fns';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../components';
import { messageText, type Message } from '../providers/serviceCheck';

export const useCheckText = () => {
  const translate = useTranslate();
  const format = useFormat();
  const text = useCallback(
    (message: Message) =>
      messageText(message, {
        translate: (key, args) => translate(key, args),
        duration: format.duration,
        time: (at) => (isSameDay(at, Date.now()) ? formatTime(at, 'HH:mm') : format.dateTime(at)),
      }),
    [translate, format],
  );
  /** A moment a step looked at something: to the second today. */
  const moment = useCallback((at: number) => (isSameDay(at, Date.now()) ? formatTime(at, 'HH:mm:ss') : format.dateTime(at)), [format]);
  return { text, moment };
};
