resource "aws_s3_bucket_acl" "assets" {
  bucket = aws_s3_bucket.assets.id
  acl    = "public-read" # want "hcl/public-bucket-acl: Bucket ACL public-read"
}

resource "google_storage_bucket_object" "report" {
  name           = "report.pdf"
  bucket         = google_storage_bucket.reports.name
  predefined_acl = "publicRead" # want "hcl/public-bucket-acl"
}
