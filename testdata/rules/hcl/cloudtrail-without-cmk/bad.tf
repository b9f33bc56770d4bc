resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-without-cmk"
  name                          = "main"
  s3_bucket_name                = aws_s3_bucket.trail.id
  is_multi_region_trail         = true
  enable_log_file_validation    = true
}
