import type { ReactNode } from 'react';
import { FittedFigure } from '../components/FittedFigure';
import { TitledCard } from '../components/TitledCard';
import type { MessageKey } from '../i18n/en';

/** A statistics card led by one large figure under its title, with any detail below it. */
export function FigureCard({
  title,
  figure,
  children,
}: {
  title: MessageKey;
  figure: string;
  children?: ReactNode;
}) {
  return (
    <TitledCard title={title} titleVariant="subtitle1">
      <FittedFigure>{figure}</FittedFigure>
      {children}
    </TitledCard>
  );
}
