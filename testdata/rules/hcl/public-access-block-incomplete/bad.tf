resource "aws_s3_bucket_public_access_block" "data" { # want "hcl/public-access-block-incomplete"
  bucket             = aws_s3_bucket.data.id
  block_public_acls  = true
  ignore_public_acls = true
}

resource "aws_s3_bucket_public_access_block" "logs" { # want "hcl/public-access-block-incomplete"
  bucket                  = aws_s3_bucket.logs.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
}
