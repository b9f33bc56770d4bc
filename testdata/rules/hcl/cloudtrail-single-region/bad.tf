resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-single-region: aws_cloudtrail: API activity in the other regions"
  name                       = "main"
  s3_bucket_name             = aws_s3_bucket.trail.id
  enable_log_file_validation = true
}

resource "aws_cloudtrail" "org" { # want "hcl/cloudtrail-single-region"
  name                       = "org"
  s3_bucket_name             = aws_s3_bucket.trail.id
  enable_log_file_validation = true
  is_multi_region_trail      = false
}
