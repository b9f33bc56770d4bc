resource "aws_kinesis_firehose_delivery_stream" "events" {
  name        = "events"
  destination = "extended_s3"
  server_side_encryption {
    enabled  = true
    key_type = "CUSTOMER_MANAGED_CMK"
    key_arn  = aws_kms_key.firehose.arn
  }
}

resource "aws_kinesis_firehose_delivery_stream" "from_stream" {
  name        = "from-stream"
  destination = "extended_s3"
  kinesis_source_configuration {
    kinesis_stream_arn = aws_kinesis_stream.events.arn
    role_arn           = aws_iam_role.firehose.arn
  }
}
