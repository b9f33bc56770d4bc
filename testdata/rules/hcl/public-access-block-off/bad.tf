resource "aws_s3_bucket_public_access_block" "assets" {
  bucket                  = aws_s3_bucket.assets.id
  block_public_acls       = false # want "hcl/public-access-block-off"
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = false # want "hcl/public-access-block-off"
}
