resource "aws_cloudtrail" "main" {
  name                       = "main"
  s3_bucket_name             = aws_s3_bucket.trail.id
  enable_log_file_validation = true
  enable_logging             = true
}

resource "aws_lambda_function" "worker" {
  function_name  = "worker"
  enable_logging = false
}
