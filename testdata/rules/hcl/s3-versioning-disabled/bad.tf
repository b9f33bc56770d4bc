resource "aws_s3_bucket_versioning" "reports" {
  bucket = aws_s3_bucket.reports.id
  versioning_configuration {
    status = "Suspended" # want "hcl/s3-versioning-disabled"
  }
}

resource "aws_s3_bucket" "legacy" {
  bucket = "legacy-reports"
  versioning {
    enabled = false # want "hcl/s3-versioning-disabled"
  }
}
