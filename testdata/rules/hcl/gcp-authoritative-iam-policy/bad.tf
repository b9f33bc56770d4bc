resource "google_project_iam_policy" "project" { # want "hcl/gcp-authoritative-iam-policy"
  project     = "my-project"
  policy_data = data.google_iam_policy.admin.policy_data
}
