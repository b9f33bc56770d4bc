resource "aws_cloudtrail" "main" {
  name                          = "main"
  s3_bucket_name                = aws_s3_bucket.trail.id
  is_multi_region_trail         = true
  enable_log_file_validation    = true
  kms_key_id                    = aws_kms_key.trail.arn
  cloud_watch_logs_group_arn    = "${aws_cloudwatch_log_group.trail.arn}:*"
  cloud_watch_logs_role_arn     = aws_iam_role.trail_to_logs.arn
}

# logging turned off is another rule's finding
resource "aws_cloudtrail" "paused" {
  name           = "paused"
  s3_bucket_name = aws_s3_bucket.trail.id
  enable_logging = false
}
