resource "aws_cloudwatch_event_permission" "partners" { # want "hcl/event-bus-open-to-all-accounts"
  principal      = "*"
  statement_id   = "AllowPartnerEvents"
  event_bus_name = aws_cloudwatch_event_bus.orders.name
}
