resource "aws_sqs_queue" "orders" {
  name                    = "orders"
  sqs_managed_sse_enabled = false # want "hcl/sqs-queue-unencrypted"
}
