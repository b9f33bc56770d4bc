resource "aws_sqs_queue" "orders" { # want "hcl/sqs-queue-unencrypted"
  name                    = "orders"
  sqs_managed_sse_enabled = false
}
