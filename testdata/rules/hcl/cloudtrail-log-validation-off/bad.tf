resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-log-validation-off: aws_cloudtrail: log file validation is off"
  name           = "main"
  s3_bucket_name = aws_s3_bucket.trail.id
}

resource "aws_cloudtrail" "org" { # want "hcl/cloudtrail-log-validation-off"
  name                       = "org"
  s3_bucket_name             = aws_s3_bucket.trail.id
  enable_log_file_validation = false
}
