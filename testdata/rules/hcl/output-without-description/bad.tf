output "bucket_arn" { # want "hcl/output-without-description"
  value = aws_s3_bucket.data.arn
}
