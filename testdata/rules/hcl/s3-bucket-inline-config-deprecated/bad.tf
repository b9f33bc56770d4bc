resource "aws_s3_bucket" "logs" { # want "hcl/s3-bucket-inline-config-deprecated" "hcl/s3-bucket-inline-config-deprecated"
  bucket = "acme-logs"
  versioning {
    enabled = true
  }
  server_side_encryption_configuration {
    rule {
      apply_server_side_encryption_by_default {
        sse_algorithm = "aws:kms"
      }
    }
  }
}
