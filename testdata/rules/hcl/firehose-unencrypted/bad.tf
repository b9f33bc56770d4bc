resource "aws_kinesis_firehose_delivery_stream" "events" { # want "hcl/firehose-unencrypted"
  name        = "events"
  destination = "extended_s3"
  extended_s3_configuration {
    role_arn   = aws_iam_role.firehose.arn
    bucket_arn = aws_s3_bucket.events.arn
  }
}

resource "aws_kinesis_firehose_delivery_stream" "audit" { # want "hcl/firehose-unencrypted"
  name        = "audit"
  destination = "extended_s3"
  server_side_encryption {
    enabled = false
  }
}
