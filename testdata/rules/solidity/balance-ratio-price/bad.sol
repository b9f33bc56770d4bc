pragma solidity 0.8.24;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function totalSupply() external view returns (uint256);
}

contract Vault {
    IERC20 public want;
    IERC20 public shares;

    function getPricePerFullShare() public view returns (uint256) {
        return want.balanceOf(address(this)) * 1e18 / shares.totalSupply(); // want "solidity/balance-ratio-price"
    }
}

contract PairOracle {
    IERC20 public token;
    IERC20 public weth;
    address public pair;

    function getPrice() external view returns (uint256) {
        return weth.balanceOf(pair) * 1e18 / token.balanceOf(pair); // want "solidity/balance-ratio-price"
    }
}
