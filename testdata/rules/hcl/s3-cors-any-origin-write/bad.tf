resource "aws_s3_bucket_cors_configuration" "uploads" { # want "hcl/s3-cors-any-origin-write"
  bucket = aws_s3_bucket.uploads.id
  cors_rule {
    allowed_headers = ["*"]
    allowed_methods = ["PUT", "POST"]
    allowed_origins = ["*"]
    max_age_seconds = 3000
  }
}
