# the only trail is the multi-region one, and it leaves the global events out itself
resource "aws_cloudtrail" "account" { # want "hcl/cloudtrail-global-events-off"
  name                          = "account"
  s3_bucket_name                = aws_s3_bucket.trail.id
  is_multi_region_trail         = true
  include_global_service_events = false
  enable_log_file_validation    = true
}

resource "aws_cloudtrail" "audit" { # want "hcl/cloudtrail-global-events-off"
  name                          = "audit"
  s3_bucket_name                = aws_s3_bucket.trail.id
  include_global_service_events = false
  is_multi_region_trail         = true
}
