import React from 'react';

type Props = { markup: { __html: string }; body: string };

export function Markup(props: Props) {
  return <div dangerouslySetInnerHTML={props.markup} />; // want "html-sink"
}

export function Created({ body }: Props) {
  return React.createElement('div', { dangerouslySetInnerHTML: { __html: body } }); // want "html-sink"
}

export function Built({ body }: Props) {
  const inner = { __html: body };
  return <section dangerouslySetInnerHTML={inner} />; // want "html-sink"
}
