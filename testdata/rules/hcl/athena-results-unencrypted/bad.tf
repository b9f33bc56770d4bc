resource "aws_athena_workgroup" "analytics" { # want "hcl/athena-results-unencrypted"
  name = "analytics"
  configuration {
    result_configuration {
      output_location = "s3://results/"
    }
  }
}

resource "aws_athena_workgroup" "adhoc" { # want "hcl/athena-results-unencrypted"
  name = "adhoc"
  configuration {
    enforce_workgroup_configuration = false
    result_configuration {
      output_location = "s3://results/"
      encryption_configuration {
        encryption_option = "SSE_KMS"
        kms_key_arn       = aws_kms_key.athena.arn
      }
    }
  }
}

resource "aws_athena_database" "events" { # want "hcl/athena-results-unencrypted"
  name   = "events"
  bucket = aws_s3_bucket.results.id
}
