resource "aws_route" "private_default" { # want "hcl/route-target-missing: aws_route must name exactly one target"
  route_table_id         = aws_route_table.private.id
  destination_cidr_block = "0.0.0.0/0"
}

resource "aws_route" "public_default" { # want "hcl/route-target-missing: aws_route must name exactly one target"
  route_table_id         = aws_route_table.public.id
  destination_cidr_block = "0.0.0.0/0"
  gateway_id             = aws_internet_gateway.main.id
  nat_gateway_id         = aws_nat_gateway.main.id
}
