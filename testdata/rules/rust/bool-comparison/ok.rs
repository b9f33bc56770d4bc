fn check(enabled: bool, done: bool) -> bool {
    if enabled {
        return done;
    }
    let same = enabled == done;
    same
}
