resource "aws_codebuild_webhook" "pr" { # want "hcl/codebuild-webhook-actor-filter-unanchored"
  project_name = aws_codebuild_project.ci.name
  build_type   = "BUILD"

  filter_group {
    filter {
      type    = "EVENT"
      pattern = "PULL_REQUEST_CREATED, PULL_REQUEST_UPDATED"
    }

    filter {
      type    = "ACTOR_ACCOUNT_ID"
      pattern = "755743|9183262"
    }
  }
}
