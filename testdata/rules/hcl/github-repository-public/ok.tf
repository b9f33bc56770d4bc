resource "github_repository" "infra" {
  name       = "infra"
  visibility = "private"
}

resource "github_repository" "old" {
  name    = "old"
  private = true
}
