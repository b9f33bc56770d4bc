import styled from 'styled-components';

export function Card({ color }: { color: string }) {
  const Box = styled.div`color: ${color};`; // want "javascript/styled-component-in-render"
  const Title = styled(Heading)`margin: 0;`; // want "javascript/styled-component-in-render"
  return <Box><Title>card</Title></Box>;
}
