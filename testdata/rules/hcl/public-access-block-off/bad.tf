resource "aws_s3_bucket_public_access_block" "assets" { # want "hcl/public-access-block-off" "hcl/public-access-block-off"
  bucket                  = aws_s3_bucket.assets.id
  block_public_acls       = false
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = false
}
