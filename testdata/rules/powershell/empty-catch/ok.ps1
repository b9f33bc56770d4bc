try {
    Remove-Item $path -Recurse
} catch {
    Write-Warning "could not remove ${path}: $_"
}
try { Stop-Service foo } catch [System.InvalidOperationException] {
    # not running: nothing to stop
}
