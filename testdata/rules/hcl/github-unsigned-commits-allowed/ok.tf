resource "github_branch_protection" "main" {
  repository_id          = github_repository.api.node_id
  pattern                = "main"
  require_signed_commits = true
}
