resource "aws_cloudtrail" "main" {
  name                       = "main"
  s3_bucket_name             = aws_s3_bucket.trail.id
  is_multi_region_trail      = true
  cloud_watch_logs_group_arn = "${aws_cloudwatch_log_group.trail.arn}:*"
  cloud_watch_logs_role_arn  = aws_iam_role.trail.arn
}
