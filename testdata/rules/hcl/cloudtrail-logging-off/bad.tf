resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-logging-off"
  name                       = "main"
  s3_bucket_name             = aws_s3_bucket.trail.id
  enable_log_file_validation = true
  enable_logging             = false
}
