try {
    Remove-Item $path -Recurse
} catch { } # want "powershell/empty-catch"
