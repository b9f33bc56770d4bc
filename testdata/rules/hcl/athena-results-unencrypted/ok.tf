resource "aws_athena_workgroup" "analytics" {
  name = "analytics"
  configuration {
    enforce_workgroup_configuration = true
    result_configuration {
      output_location = "s3://results/"
      encryption_configuration {
        encryption_option = "SSE_KMS"
        kms_key_arn       = aws_kms_key.athena.arn
      }
    }
  }
}

resource "aws_athena_database" "events" {
  name   = "events"
  bucket = aws_s3_bucket.results.id
  encryption_configuration {
    encryption_option = "SSE_KMS"
    kms_key           = aws_kms_key.athena.arn
  }
}
