resource "google_storage_bucket" "k" {
  name                        = "k"
  location                    = "EU"
  uniform_bucket_level_access = true
  versioning {
    enabled = true
  }
}

# S3's versioning is hcl/s3-versioning-disabled's
resource "aws_s3_bucket" "legacy" {
  bucket = "legacy"
  versioning {
    enabled = false
  }
}
