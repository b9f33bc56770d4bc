resource "aws_cloudwatch_event_permission" "partner" {
  principal      = "123456789012"
  statement_id   = "AllowPartnerEvents"
  event_bus_name = aws_cloudwatch_event_bus.orders.name
}

resource "aws_cloudwatch_event_permission" "organization" {
  principal      = "*"
  statement_id   = "AllowOrganization"
  event_bus_name = aws_cloudwatch_event_bus.orders.name

  condition {
    key   = "aws:PrincipalOrgID"
    type  = "StringEquals"
    value = data.aws_organizations_organization.this.id
  }
}
