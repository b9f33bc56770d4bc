pragma solidity 0.8.24;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
}

contract Vault {
    IERC20 public want;
    uint256 public totalAssets;
    uint256 public totalShares;

    // accounted in state, not read from balanceOf
    function getPricePerFullShare() public view returns (uint256) {
        return totalAssets * 1e18 / totalShares;
    }

    // a balance used, but not divided: not a price
    function getRate() external view returns (uint256) {
        return want.balanceOf(address(this)) + totalAssets;
    }

    // not a price: a user's share of a distribution
    function payout(address user, uint256 pot) external view returns (uint256) {
        return want.balanceOf(user) * pot / 1e18;
    }
}
