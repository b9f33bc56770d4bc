resource "aws_cloudtrail" "main" { # want "hcl/cloudtrail-cloudwatch-missing"
  name                  = "main"
  s3_bucket_name        = aws_s3_bucket.trail.id
  is_multi_region_trail = true
}
