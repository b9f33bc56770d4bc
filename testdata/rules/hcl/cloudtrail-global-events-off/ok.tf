resource "aws_cloudtrail" "org" {
  name                          = "org"
  s3_bucket_name                = aws_s3_bucket.trail.id
  is_multi_region_trail         = true
  include_global_service_events = true
  enable_log_file_validation    = true
  kms_key_id                    = aws_kms_key.trail.arn
}

# a regional trail beside the multi-region one, which records the global events once
resource "aws_cloudtrail" "data_events" {
  name                          = "data-events"
  s3_bucket_name                = aws_s3_bucket.trail.id
  include_global_service_events = false
  enable_log_file_validation    = true
  kms_key_id                    = aws_kms_key.trail.arn
}
