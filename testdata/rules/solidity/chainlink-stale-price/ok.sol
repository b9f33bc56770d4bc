pragma solidity 0.8.24;

contract Oracle {
    AggregatorV3Interface feed;
    uint256 constant HEARTBEAT = 3600;

    function price() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0 && block.timestamp - updatedAt <= HEARTBEAT, "stale");
        return uint256(answer);
    }
}
