resource "aws_s3_bucket_versioning" "reports" {
  bucket = aws_s3_bucket.reports.id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket" "legacy" {
  bucket = "legacy-reports"
  versioning {
    enabled = true
  }
}
