import type { ReactNode } from 'react';
import classes from './ruled-list.module.css';

/** A bare list with a rule between its rows, edge to edge in a flush Panel (notifications). */
export function RuledList({ children }: { children: ReactNode }) {
  return <ul className={classes.list}>{children}</ul>;
}

/** A row of a RuledList. */
export function RuledRow({ children }: { children: ReactNode }) {
  return <li className={classes.row}>{children}</li>;
}
