resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-not-in-cloudwatch: aws_cloudtrail has no cloud_watch_logs_group_arn"
  name                          = "main"
  s3_bucket_name                = aws_s3_bucket.trail.id
  is_multi_region_trail         = true
  include_global_service_events = true
  enable_log_file_validation    = true
  kms_key_id                    = aws_kms_key.trail.arn
}
