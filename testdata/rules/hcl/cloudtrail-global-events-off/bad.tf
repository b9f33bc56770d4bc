resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-global-events-off"
  name                          = "main"
  s3_bucket_name                = aws_s3_bucket.trail.id
  enable_log_file_validation    = true
  kms_key_id                    = aws_kms_key.trail.arn
  include_global_service_events = false
}
