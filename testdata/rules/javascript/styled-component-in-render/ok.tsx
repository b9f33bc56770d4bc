import styled from 'styled-components';

const Box = styled.div<{ color: string }>`
  color: ${(p) => p.color};
`;
const Title = styled(Heading)`
  margin: 0;
`;

export function Card({ color }: { color: string }) {
  return <Box color={color}><Title>card</Title></Box>;
}
