resource "aws_sqs_queue" "orders" {
  name                    = "orders"
  sqs_managed_sse_enabled = true
}

resource "aws_sqs_queue" "payments" {
  name                    = "payments"
  sqs_managed_sse_enabled = false
  kms_master_key_id       = aws_kms_key.queues.arn
}
