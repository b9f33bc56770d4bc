pragma solidity 0.8.24;

contract Oracle {
    AggregatorV3Interface feed;

    function price() public view returns (uint256) {
        (, int256 answer, , , ) = feed.latestRoundData(); // want "solidity/chainlink-stale-price"
        return uint256(answer);
    }

    function legacy() public view returns (int256) {
        return feed.latestAnswer(); // want "solidity/chainlink-stale-price"
    }
}
