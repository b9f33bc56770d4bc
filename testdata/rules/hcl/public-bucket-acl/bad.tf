resource "aws_s3_bucket_acl" "assets" {
  bucket = aws_s3_bucket.assets.id
  acl    = "public-read" # want "hcl/public-bucket-acl: Bucket ACL public-read"
}

resource "google_storage_bucket_object" "report" {
  name           = "report.pdf"
  bucket         = google_storage_bucket.reports.name
  predefined_acl = "publicRead" # want "hcl/public-bucket-acl"
}

resource "aws_s3_bucket_acl" "grants" {
  bucket = aws_s3_bucket.site.id
  access_control_policy {
    grant {
      grantee {
        type = "Group"
        uri  = "http://acs.amazonaws.com/groups/global/AllUsers" # want "hcl/public-bucket-acl"
      }
      permission = "READ"
    }
    owner {
      id = data.aws_canonical_user_id.current.id
    }
  }
}
