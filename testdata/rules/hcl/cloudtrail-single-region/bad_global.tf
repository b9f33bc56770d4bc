resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-single-region"
  name                          = "main"
  s3_bucket_name                = aws_s3_bucket.trail.id
  is_multi_region_trail         = true
  include_global_service_events = false
}
