resource "aws_s3_bucket" "logs" {
  bucket = "acme-logs"
  versioning { # want "hcl/s3-bucket-inline-config-deprecated"
    enabled = true
  }
  server_side_encryption_configuration { # want "hcl/s3-bucket-inline-config-deprecated"
    rule {
      apply_server_side_encryption_by_default {
        sse_algorithm = "aws:kms"
      }
    }
  }
}
